// Runs a command and writes the CPU-seconds it and every process under it spent (user and
// system, as the kernel counts them for children that were waited for) to a JSON file:
//   node scripts/cpu-time.mjs <out.json> <command> [args…]
// It exits as the command did. `npm test` wraps each level with it to print its CPU time
// against the level's budget (tests/README.md). Linux only (/proc); elsewhere it writes null.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [out, command, ...args] = process.argv.slice(2);
if (!out || !command) {
  console.error('usage: node scripts/cpu-time.mjs <out.json> <command> [args…]');
  process.exit(2);
}

/** The clock ticks a second /proc counts in: 100 on every Linux this runs on (USER_HZ). */
const TICKS = 100;

/** This process's waited-for children's user and system time, in seconds, or null off Linux. */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of the whole line (cutime, cstime) are 14 and 15 after the name.
    return { user: Number(fields[13]) / TICKS, system: Number(fields[14]) / TICKS };
  } catch {
    return null;
  }
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  const cpu = childrenCpu();
  writeFileSync(out, JSON.stringify(cpu && { ...cpu, seconds: Math.round((cpu.user + cpu.system) * 10) / 10 }));
  process.exit(code ?? (signal ? 1 : 0));
});
