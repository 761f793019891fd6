import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const BIN = fileURLToPath(new URL('../../bin/resume.js', import.meta.url))

export interface CliResult {
  code: number | null
  stdout: Buffer
  stderr: string
}

/** Runs the installed `resume` command as a user would, optionally feeding standard input. */
export function runCli(args: string[], stdin?: string | Uint8Array, cwd?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    let err = ''
    child.stdout.on('data', (d: Buffer) => out.push(d))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err }))
    child.stdin.end(stdin)
  })
}
