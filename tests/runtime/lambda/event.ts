/**
 * API Gateway HTTP API (payload format 2.0) events from fetch-style requests, and responses back,
 * as the real gateway builds them: lower-case headers, cookies apart, bodies base64-encoded when
 * binary (or when asked), `requestContext.http` with the caller's address.
 */
import type { APIGatewayProxyResult, LambdaContext } from 'hono/aws-lambda'

export interface EventOptions {
  /** Send the body base64-encoded, as the gateway does for binary content types. */
  base64?: boolean
}

export async function apiGatewayV2Event(url: string, init: RequestInit = {}, options: EventOptions = {}) {
  const request = new Request(new URL(url, 'https://api.example.com'), init)
  const { pathname, search } = new URL(request.url)
  const headers: Record<string, string> = { host: 'api.example.com' }
  request.headers.forEach((value, name) => (headers[name] = value))
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
  const now = new Date()
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: pathname,
    rawQueryString: search.slice(1),
    headers,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method: request.method, path: pathname, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: crypto.randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body && (options.base64 ? body.toString('base64') : body.toString('utf8')),
    isBase64Encoded: Boolean(body && options.base64),
  }
}

export function responseOf(result: APIGatewayProxyResult): Response {
  const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body
  const headers = new Headers()
  if ('headers' in result) for (const [name, value] of Object.entries(result.headers ?? {})) headers.set(name, String(value))
  if ('multiValueHeaders' in result) {
    for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) for (const v of values) headers.append(name, String(v))
  }
  const empty = result.statusCode === 204 || result.statusCode === 304
  return new Response(empty ? null : body, { status: result.statusCode, headers })
}

export const lambdaContext = (name: string): LambdaContext =>
  ({
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:123456789012:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 30_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  }) as unknown as LambdaContext
