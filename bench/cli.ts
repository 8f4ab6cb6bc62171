// `npm run bench:cli [rows]`: only the command-line benchmark (default 100,000 rows).
import { benchCli100k } from './cli-100k';

await benchCli100k(Number(process.argv[2] ?? '100000'));
