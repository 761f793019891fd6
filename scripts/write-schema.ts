/** `npm run schema`: writes the committed JSON Schema of ResumeData from the zod schema. */
import { writeFile } from 'node:fs/promises'
import { resumeJsonSchema } from '../src/lib/schema/json-schema.js'

const path = new URL('../schema/resume.schema.json', import.meta.url)
await writeFile(path, `${JSON.stringify(resumeJsonSchema(), null, 2)}\n`)
console.log(`wrote ${path.pathname}`)
