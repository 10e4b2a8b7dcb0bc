import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatEarnings } from '@engage/shared/format/money';
import { kes, money } from './money-text';

test('money in texts is written as the browser writes it: grouped thousands, two decimals', () => {
  expect(kes(125000)).toBe('KES 1,250.00');
  expect(kes(125000)).toBe(formatEarnings(1250));
  expect(kes(5)).toBe('KES 0.05');
  expect(kes(123456789)).toBe('KES 1,234,567.89');
  expect(money(999, 'USD')).toBe('USD 9.99');
});

test('no server text writes money by hand (every amount goes through money-text.ts)', () => {
  const modules = join(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(modules);
  walk(join(modules, '..', 'seed'));
  const handWritten = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ at: `${file.slice(modules.length + 1)}:${index + 1}`, line }))
      .filter(({ line }) => /toFixed\(2\)|toLocaleString\(|const (kes|money) = \(cents/.test(line))
      .map(({ at }) => at),
  );
  expect(handWritten).toEqual([]);
});
