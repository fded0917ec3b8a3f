console.error('done-gate CLI: not wired yet');
process.exit(2);
