import { createRoute, z } from '@hono/zod-openapi'
import { completeLogin, logout, requireUser, startLogin } from '../src/lib/auth/index.js'
import { ErrorBody, functionApp } from '../src/lib/http/openapi.js'

const Me = z.object({ id: z.string(), email: z.string(), name: z.string() }).openapi('Me')
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: json(ErrorBody) })
const tags = ['Auth']

const app = functionApp()

app.openapi(
  createRoute({
    method: 'get',
    path: '/auth/login',
    tags,
    summary: 'Redirect to the OIDC provider (authorization code + PKCE, state, nonce)',
    responses: { 302: { description: 'To the provider' }, 503: error('Provider or database unavailable') },
  }),
  async (c) => c.redirect((await startLogin(c)).href, 302),
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/auth/callback',
    tags,
    summary: "The provider's redirect back: sets the session cookie and goes to /",
    request: { query: z.object({ code: z.string().optional(), state: z.string().optional() }) },
    responses: { 302: { description: 'Signed in' }, 400: error('Sign-in failed'), 503: error('Provider or database unavailable') },
  }),
  async (c) => {
    await completeLogin(c)
    return c.redirect('/', 302)
  },
)

app.openapi(
  createRoute({
    method: 'post',
    path: '/auth/logout',
    tags,
    summary: 'Delete the session and its cookie',
    responses: { 204: { description: 'Signed out' }, 503: error('Database unavailable') },
  }),
  async (c) => {
    await logout(c)
    return c.body(null, 204)
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/auth/me',
    tags,
    summary: 'The signed-in user',
    responses: { 200: { description: 'The user', content: json(Me) }, 401: error('Not signed in') },
  }),
  (c) => {
    const { id, email, name } = requireUser(c)
    return c.json({ id, email, name }, 200)
  },
)

export default app
