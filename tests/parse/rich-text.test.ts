/**
 * HTML and Markdown in JSON Resume fields become ResumeData's rich text: exact output per fixture,
 * then through a PDF (pdftotext) to check no markup is printed and every word is.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseWithWarnings } from '../../src/lib/parse/index.js'
import { richBullets, richText, textKind } from '../../src/lib/parse/rich.js'
import { renderPdf } from '../../src/lib/render/index.js'
import { pdftotext } from '../render/helpers/poppler.js'

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')
const parse = (name: string) => parseWithWarnings({ format: 'json-resume', data: fixture(name) })

describe('HTML-heavy JSON Resume (fixtures/html-heavy.json)', () => {
  const { resume, warnings } = parse('html-heavy.json')

  it('keeps bold, italics, http links, paragraphs and lists; drops scripts, styles and other attributes', () => {
    expect(warnings).toEqual([])
    expect(resume.sections.summary.content).toBe(
      '<p>Builds <strong>reliable</strong> billing systems and <em>quiet</em> on-call rotations.</p>' +
        '<p>Writes at <a href="https://renata.example.com/notes">her notebook</a>.<br>Speaks at meetups.</p>',
    )
    expect(resume.sections.experience.items[0]!.summary).toBe(
      '<p><strong>Payments platform</strong></p>' +
        '<ul><li><p>Moved <strong>4 million</strong> invoices to the new ledger</p></li><li><p>Cut settlement time from <em>days</em> to minutes</p></li></ul>' +
        '<p>Mentored three engineers.</p>' +
        '<ul><li><p>Designed the <strong>idempotency</strong> keys</p></li><li><p>Wrote the runbook</p></li></ul>',
    )
    expect(resume.sections.projects.items[0]!.summary).toBe(
      '<p>Matches bank statements against invoices.</p><ol><li><p>Reads CSV</p></li><li><p>Finds pairs</p></li></ol>',
    )
  })
})

describe('Markdown-heavy JSON Resume (fixtures/markdown-heavy.json)', () => {
  const { resume, warnings } = parse('markdown-heavy.json')

  it('turns bold, italics, links, headings and lists into the same HTML', () => {
    expect(warnings).toEqual([])
    expect(resume.sections.summary.content).toBe(
      '<p>Turns <strong>messy logs</strong> into <em>trustworthy</em> tables.</p>' +
        '<p>Read more on <a href="https://emeric.example.org">my site</a>.</p>' +
        '<ul><li><p>Streaming pipelines</p></li><li><p>Warehouse modelling</p></li><li><p>Data contracts</p></li></ul>',
    )
    expect(resume.sections.experience.items[0]!.summary).toBe(
      '<p><strong>Platform team</strong></p><p>Owned the <strong>ingestion</strong> layer:</p>' +
        '<ol><li><p>Kafka connectors</p></li><li><p>Schema registry</p></li></ol>' +
        '<p>See the <a href="https://talks.example.org/ingest">talk</a>.</p>' +
        '<ul><li><p>Halved <strong>warehouse cost</strong></p></li><li><p>Shipped <a href="https://riverbend.example.com/lineage">lineage graphs</a></p></li><li><p>Plain highlight</p></li></ul>',
    )
    expect(resume.sections.education.items[0]!.summary).toBe('<ul><li><p><strong>Bayesian</strong> inference</p></li><li><p>Time series</p></li></ul>')
    expect(resume.metadata.contentFormat).toBe('html')
  })
})

describe('recognising how a field is written', () => {
  it.each([
    ['Plain words, C++ and a < b', 'plain'],
    ['snake_case_names and 2 * 3 * 4', 'plain'],
    ['Uses <strong>Go</strong>', 'html'],
    ['Line<br/>break', 'html'],
    ['**Go** and <em>Rust</em>', 'markdown'],
    ['- one\n- two', 'markdown'],
    ['1. first\n2. second', 'markdown'],
    ['see [docs](https://x.example)', 'markdown'],
  ])('%j is %s', (text, kind) => {
    expect(textKind(text)).toBe(kind)
  })

  it('keeps plain text plain (escaped), with bullet-character lines as a list', () => {
    expect(richText('Fish & chips <3\nsecond line\n\nNext')).toBe('<p>Fish &amp; chips &lt;3<br>second line</p><p>Next</p>')
    expect(richText('Did:\n\n• one\n• two')).toBe('<p>Did:</p><ul><li><p>one</p></li><li><p>two</p></li></ul>')
    expect(richBullets(['a <b>b</b>', '', '<script>x</script>'])).toBe('<ul><li><p>a <strong>b</strong></p></li></ul>')
  })

  it('never writes an attribute but a safe href', () => {
    const out = richText('<p onclick="x()" style="color:red"><a href="javascript:alert(1)" title="t">a</a> <a href="http://ok.example/" rel="x">b</a><img src=x onerror=alert(1)></p>')
    expect(out).toBe('<p>a <a href="http://ok.example/">b</a></p>')
  })
})

describe.each(['html-heavy.json', 'markdown-heavy.json'])('%s in a PDF', (name) => {
  it('shows no markup and every word', async () => {
    const { resume } = parse(name)
    const { bytes } = await renderPdf(resume, { template: 'rhyhorn' })
    const text = pdftotext(bytes)
    for (const markup of ['<', '>', '**', '](']) expect(text).not.toContain(markup)
    const flat = text.replace(/\s+/g, ' ')
    const source = JSON.stringify(JSON.parse(fixture(name)))
      .replace(/<script>.*?<\/script>|<style>.*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/https?:\/\/[^\s")\\]+/g, ' ')
    const expected = (source.match(/\b[A-Z]?[a-z]{4,}\b/g) ?? []).filter((w) => !/^(basics|summary|label|email|work|name|position|startDate|endDate|highlights|projects|description|education|institution|area|studyType|courses|https|example)$/.test(w))
    const missing = [...new Set(expected)].filter((w) => !flat.includes(w))
    expect(expected.length).toBeGreaterThan(40)
    expect(missing).toEqual([])
  }, 60_000)
})

describe('the other importers give the same rich text', () => {
  it('rrv3: Markdown and HTML fields side by side each become HTML', () => {
    const data = JSON.stringify({
      basics: { name: 'Ilse Marau', summary: 'Fixes **old** boilers.' },
      sections: { work: { items: [{ id: 'a', name: 'Heatworks', summary: '<p>Ran the <b>night</b> shift.</p>' }] } },
    })
    const { resume } = parseWithWarnings({ format: 'rrv3', data })
    expect(resume.sections.summary.content).toBe('<p>Fixes <strong>old</strong> boilers.</p>')
    expect(resume.sections.experience.items[0]!.summary).toBe('<p>Ran the <strong>night</strong> shift.</p>')
    expect(resume.metadata.contentFormat).toBe('html')
  })
})
