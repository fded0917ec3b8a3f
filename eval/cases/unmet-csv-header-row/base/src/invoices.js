export const invoices = [];
