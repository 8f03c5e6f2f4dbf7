/** `npm run bench`: performance targets arrive with the import and transactions work; none are defined yet. */
console.log('No benchmarks are defined yet (the foundation has no performance targets).');
