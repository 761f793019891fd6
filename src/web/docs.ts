/**
 * @module
 * `/docs`: Swagger UI over this server's OpenAPI document, bundled here so that nothing is
 * loaded from a CDN (no validator badge either: it would call another origin).
 */
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js'
import 'swagger-ui-dist/swagger-ui.css'
import './docs.css'

SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#docs',
  validatorUrl: null,
  // Deep links put an anchor inside each operation's toggle button (nested controls).
  deepLinking: false,
  tryItOutEnabled: true,
})
