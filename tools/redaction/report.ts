// `node bin/run-ts.js tools/redaction/report.ts`: prints the redaction figures (recall per kind,
// merchant alteration, devset, µs per descriptor) with a few misses of each kind.
import { formatMeasurement, measureRedaction } from './measure-redaction';

const measurement = measureRedaction();
console.log(formatMeasurement(measurement));
for (const [kind, figure] of Object.entries(measurement.recall)) {
  if (figure.misses.length > 0) console.log(`\nmissed ${kind}:\n  ${figure.misses.join('\n  ')}`);
}
for (const [group, figure] of Object.entries(measurement.merchantGroups)) {
  if (figure.examples.length > 0) console.log(`\naltered merchants (${group}):\n  ${figure.examples.join('\n  ')}`);
}
const devset = measurement.devset;
if (devset && devset.pii.misses.length + devset.merchants.examples.length > 0) {
  console.log(`\ndevset:\n  ${[...devset.pii.misses, ...devset.merchants.examples].join('\n  ')}`);
}
