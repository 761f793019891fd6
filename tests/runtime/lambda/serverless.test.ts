/**
 * serverless.yml packages offline with osls (the open-source Serverless Framework fork) into a
 * CloudFormation stack with one function per built route group, each deploying its zip from
 * `npm run build`, behind HTTP API routes that match the functions' own.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { deployBuild, ROOT } from '../build.js'

const out = mkdtempSync(join(tmpdir(), 'osls-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

interface Resource {
  Type: string
  Properties: Record<string, unknown> & { Code?: { S3Key: string } }
}

describe('serverless.yml', () => {
  it('packages offline: one arm64 Node 20 function per built group, with its routes', () => {
    const build = deployBuild()
    execFileSync(join(ROOT, 'node_modules', '.bin', 'osls'), ['package', '--stage', 'test', '--package', out], {
      cwd: ROOT,
      env: { ...process.env, SLS_TELEMETRY_DISABLED: '1', SLS_NOTIFICATIONS_MODE: 'off' },
      stdio: 'pipe',
      timeout: 120_000,
    })
    const template = JSON.parse(readFileSync(join(out, 'cloudformation-template-update-stack.json'), 'utf8'))
    const resources = Object.values(template.Resources) as Resource[]
    const functions = resources.filter((r) => r.Type === 'AWS::Lambda::Function').map((r) => r.Properties)
    expect(functions.map((f) => f.FunctionName).sort()).toEqual(Object.keys(build.lambda).map((g) => `resume-test-${g}`).sort())
    for (const f of functions) {
      expect(f.Runtime).toBe('nodejs20.x')
      expect(f.Architectures).toEqual(['arm64'])
      expect(f.Handler).toBe('index.handler')
      expect(f.Code!.S3Key).toMatch(new RegExp(`/${String(f.FunctionName).replace('resume-test-', '')}\\.zip$`))
    }
    const routes = resources.filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').map((r) => r.Properties.RouteKey)
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /version',
        'GET /api/templates/{id}/thumbnail',
        'POST /api/render/pdf',
        'POST /api/render/preview',
        'ANY /api/account',
        'GET /s/{token}',
        'GET /s/{token}/preview/{page}',
        'GET /s/{token}/resume.json',
      ]),
    )
  })
})
