export const ready = true;
