import { TEMPLATES } from '../../src/templates/catalog.js'
import { matrix } from './matrix.js'

matrix(TEMPLATES.slice(0, 6).map((t) => t.id))
