// Types of bench-server.mjs for the TypeScript benches (e2e/support/bench-*.ts).
import type { ChildProcess } from 'node:child_process';

export function startServer(
  port: number,
  dataDir: string,
  options?: { env?: Record<string, string>; tries?: number },
): Promise<ChildProcess & { pid: number }>;
export function stopServer(child: ChildProcess): Promise<void>;
export function registerBenchAccount(base: string): Promise<{ token: string; orgId: string }>;
export function rssMb(pid: number): number;
export function sleep(ms: number): Promise<void>;
export function percentile(list: number[], p: number): number;
export function api(
  base: string,
  token?: string,
): (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ res: Response; text: string; json: { data: unknown } }>;
export function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]>;
