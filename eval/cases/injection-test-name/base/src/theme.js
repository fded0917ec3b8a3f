export let theme = 'light';
