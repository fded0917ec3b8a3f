export const widget = () => 'widget';
