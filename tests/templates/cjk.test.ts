/**
 * CJK fallbacks: chosen by script, loaded only when a resume has CJK text, and long CJK
 * paragraphs break between characters inside the column (no spaces needed).
 */
import { describe, expect, it } from 'vitest'
import { scriptFamilies } from '../../src/lib/render/fonts/index.js'
import { layoutResume } from '../../src/lib/render/index.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

describe('CJK fallback fonts', () => {
  it('picks the family by script', () => {
    expect(scriptFamilies('Amelia Novák, Łódź, Αθήνα')).toEqual([])
    expect(scriptFamilies('软件工程师')).toEqual(['Noto Sans SC'])
    expect(scriptFamilies('ソフトウェア開発者')).toEqual(['Noto Sans JP'])
    expect(scriptFamilies('소프트웨어 엔지니어')).toEqual(['Noto Sans KR'])
    expect(scriptFamilies('김민지 / やまだ はなこ')).toEqual(['Noto Sans JP', 'Noto Sans KR'])
    // Hanja in Korean text: the Korean font has them, no Chinese font is loaded for them.
    expect(scriptFamilies('김민지 金敏智')).toEqual(['Noto Sans KR'])
  })

  it('leaves a Latin resume on the Latin fonts', async () => {
    const document = await layoutResume(SAMPLE_RESUME)
    expect(document.fontFamilies.some((f) => /SC|JP|KR/.test(f))).toBe(false)
  })

  it('breaks a Chinese paragraph without spaces inside its column', async () => {
    const paragraph = '我是一名软件工程师拥有九年开发快速无障碍网页应用的经验'.repeat(8)
    const document = await layoutResume({ basics: { name: '王小明' }, sections: { summary: { content: `<p>${paragraph}</p>` } } }, { template: 'glalie' })
    expect(document.fontFamilies).toContain('Noto Sans SC')
    const blocks = document.pages.flatMap((p) => p.blocks).filter((b) => blockMarkup(b.block).includes('>我<'))
    const lines = blocks.flatMap((b) => [...blockMarkup(b.block).matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ b, x: Number(m[1]), y: Number(m[2]), text: m[3]! })))
    expect(new Set(lines.map((l) => l.y)).size).toBeGreaterThan(3)
    for (const line of lines) expect(line.x).toBeLessThan(line.b.block.width)
    expect(lines.map((l) => l.text).join('').replace(/\s+/g, '')).toContain(paragraph.slice(0, 40))
  })
})
