import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDocument } from '../../../src/lib/parse/index.js'
import { renderPdf } from '../../../src/lib/render/index.js'
import { validateResume } from '../../../src/lib/schema/index.js'
import { TEMPLATES } from '../../../src/templates/catalog.js'

/** Words in every script the renderer has a font for (src/lib/render/fonts), and emoji. */
const SCRIPT_WORDS = [
  'Zoë Łukasiewicz', 'Ingeniería', 'Ανώτερος μηχανικός', 'Старший инженер', 'مهندس برمجيات', 'מהנדס תוכנה',
  'सॉफ़्टवेयर इंजीनियर', 'সফটওয়্যার প্রকৌশলী', 'மென்பொருள் பொறியாளர்', 'วิศวกรซอฟต์แวร์', 'ວິສະວະກອນ', 'វិស្វករ',
  'ဆော့ဖ်ဝဲအင်ဂျင်နီယာ', 'პროგრამისტი', 'ծրագրավորող', 'ソフトウェアエンジニア', '소프트웨어 엔지니어', '软件工程师', '🚀 ✓',
]

const text = fc.oneof(
  fc.constantFrom(...SCRIPT_WORDS),
  fc.array(fc.constantFrom(...SCRIPT_WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)

const resume = fc.record({
  name: text,
  label: text,
  summary: fc.array(text, { maxLength: 3 }),
  company: text,
  bullets: fc.array(text, { maxLength: 3 }),
})

const escapeHtml = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)

describe('parse(format pdf, render(resume)) is the validated resume', () => {
  it.each(TEMPLATES.map((t) => t.id))('for generated resumes in every script, template %s', async (template) => {
    await fc.assert(
      fc.asyncProperty(resume, async (r) => {
        const input = {
          basics: { name: r.name, label: r.label },
          sections: {
            summary: { content: r.summary.map((p) => `<p>${escapeHtml(p)}</p>`).join('') },
            experience: {
              items: [
                {
                  id: 'e1',
                  company: r.company,
                  position: r.label,
                  date: '2020 - Present',
                  summary: r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '',
                },
              ],
            },
          },
          metadata: { template },
        }
        const result = validateResume(input)
        expect(result.valid).toBe(true)
        if (!result.valid) return
        const { bytes } = await renderPdf(input)
        const back = await parseDocument({ format: 'pdf', data: Buffer.from(bytes).toString('base64'), base64: true })
        expect(back.resume).toEqual(result.resume)
        expect(JSON.stringify(back.resume)).toBe(JSON.stringify(result.resume))
      }),
      // Each run renders a PDF (CJK and script fonts load on first use): a few per template.
      { numRuns: 4 },
    )
  }, 120_000)
})
