/**
 * @module
 * The structure tree of a tagged PDF (ISO 32000 14.7-14.8, PDF/UA): built from the roles the
 * templates gave their elements (`Block.roles`), never guessed from how text looks. Each drawn
 * word or shape asks which part of its block it lies in; text gets a marked-content sequence with
 * an MCID owned by that part's structure element, decoration is an `/Artifact`. Elements join the
 * tree when their first content is drawn, so the structure order is the drawing order, which is
 * the reading order (main column, then sidebar, page after page). pdf-lib has no API for any of
 * this (its issue #756): these are its low-level objects.
 */
import { PDFString, PDFHexString, PDFText, type PDFContext, type PDFObject, type PDFRef } from './pdf-lib.js'
import { ARTIFACT, type Mark } from './content.js'
import { roleAt, textRole, type Block, type PlacedBlock, type Role, type RoleBox } from '../page.js'

type StructType = Exclude<Role, 'Artifact'> | 'Document'

type Kid = StructElem | { mcid: number; page: number } | { annotation: PDFRef; page: number }

class StructElem {
  readonly kids: Kid[] = []
  attached = false
  ref: PDFRef | undefined
  readonly mark: Mark

  constructor(
    readonly tree: StructureTree,
    readonly type: StructType,
    readonly parent: StructElem | null,
    readonly alt?: string,
  ) {
    this.mark = { open: () => `/${this.type} <</MCID ${this.tree.takeMcid(this)}>> BDC` }
  }

  /** Joins the tree (and its ancestors before it) at the end of its parent's children. */
  attach(): void {
    if (this.attached || !this.parent) return
    this.parent.attach()
    this.parent.kids.push(this)
    this.attached = true
  }
}

/**
 * A role box's marked content before a document numbers it: the block's `BlockTags` write it
 * (`mark`), so a block drawn once can be replayed into any document (tape.ts).
 */
export class RoleMark implements Mark {
  constructor(readonly role: number) {}

  open(): string {
    throw new Error('a role mark is written through its BlockTags')
  }
}

/** Which part of a block drawn content lies in, by role index: the same in every document. */
export class BlockRoles {
  private readonly marks: Mark[] = []
  /** Text outside every role box: the block's paragraph. */
  private readonly outside = new RoleMark(-1)

  constructor(private readonly roles: readonly RoleBox[]) {
    const artifact: boolean[] = []
    for (const [i, box] of roles.entries()) {
      // Inside decoration everything is decoration.
      artifact.push(box.role === 'Artifact' || (box.parent >= 0 && (artifact[box.parent] ?? true)))
      this.marks.push(artifact[i] ? ARTIFACT : new RoleMark(i))
    }
  }

  /** The mark for a text (block coordinates): its part's, or the block's paragraph. */
  text(text: { x: number; y: number; size: number }): Mark {
    const i = textRole(this.roles, text.x, text.y, text.size)
    return i < 0 ? this.outside : this.marks[i]!
  }

  /** An image is a Figure when it lies in a Figure part, decoration otherwise. */
  image(x: number, y: number): Mark {
    const i = roleAt(this.roles, x, y)
    return i >= 0 && this.roles[i]!.role === 'Figure' ? this.marks[i]! : ARTIFACT
  }
}

/** The structure of one placed block in a document: its role boxes as elements, or as artifacts. */
export class BlockTags {
  private readonly elems: Array<StructElem | null>
  private fallback: StructElem | undefined

  constructor(
    private readonly tree: StructureTree,
    private readonly roles: readonly RoleBox[],
  ) {
    this.elems = []
    for (const box of roles) {
      const parent = box.parent >= 0 ? this.elems[box.parent] : tree.root
      // Inside decoration everything is decoration.
      this.elems.push(parent === null || parent === undefined || box.role === 'Artifact' ? null : new StructElem(tree, box.role, parent, box.alt))
    }
  }

  /** The document's mark for a role mark: its part's element, or for -1 the block's paragraph. */
  mark(role: number): Mark {
    if (role < 0) return (this.fallback ??= new StructElem(this.tree, 'P', this.tree.root)).mark
    return this.elems[role]?.mark ?? ARTIFACT
  }

  /** The Link element of the block's link `index`, if the template's link is tagged. */
  link(index: number): StructElem | undefined {
    const i = this.roles.findIndex((r) => r.role === 'Link' && r.link === index)
    return i >= 0 ? (this.elems[i] ?? undefined) : undefined
  }
}

export class StructureTree {
  readonly root: StructElem
  /** Per page, the element owning each MCID (the parent tree's arrays). */
  private readonly mcids: StructElem[][] = []
  private readonly annotations: Array<{ elem: StructElem; key: number }> = []
  private readonly continuing = new Map<Block, BlockTags>()
  private page = -1

  constructor(private readonly pageCount: number) {
    this.root = new StructElem(this, 'Document', null)
    this.root.attached = true
  }

  beginPage(): void {
    this.page++
    this.mcids.push([])
  }

  /** The structure of a placed block; the rest of a block split across pages keeps its elements. */
  block(placed: PlacedBlock): BlockTags {
    const { block } = placed
    const tags = (placed.clipTop > 0 && this.continuing.get(block)) || new BlockTags(this, block.roles ?? [])
    if (placed.clipBottom < block.height) this.continuing.set(block, tags)
    else this.continuing.delete(block)
    return tags
  }

  takeMcid(elem: StructElem): number {
    const owners = this.mcids[this.page]!
    elem.attach()
    elem.kids.push({ mcid: owners.length, page: this.page })
    owners.push(elem)
    return owners.length - 1
  }

  /** Adds a link annotation to its Link element; the key goes into the annotation's /StructParent. */
  annotation(elem: StructElem, ref: PDFRef): number {
    elem.attach()
    elem.kids.push({ annotation: ref, page: this.page })
    const key = this.pageCount + this.annotations.length
    this.annotations.push({ elem, key })
    return key
  }

  /** Writes the elements and the StructTreeRoot; returns the root's ref for the catalog. */
  write(context: PDFContext, pages: readonly PDFRef[]): PDFRef {
    const rootRef = context.nextRef()
    const all: StructElem[] = []
    const number = (elem: StructElem) => {
      elem.ref = context.nextRef()
      all.push(elem)
      for (const kid of elem.kids) if (kid instanceof StructElem) number(kid)
    }
    number(this.root)
    // Written as pdf-lib would write the dictionaries (one entry per line, arrays spaced).
    for (const elem of all) {
      const ownPage = elem.kids.find((k): k is { mcid: number; page: number } => 'mcid' in k)?.page
      let kids = ''
      for (const kid of elem.kids) {
        if (kid instanceof StructElem) kids += `${kid.ref!} `
        else if (!('mcid' in kid)) kids += `<<\n/Type /OBJR\n/Obj ${kid.annotation}\n/Pg ${pages[kid.page]!}\n>> `
        else if (kid.page === ownPage) kids += `${kid.mcid} `
        else kids += `<<\n/Type /MCR\n/Pg ${pages[kid.page]!}\n/MCID ${kid.mcid}\n>> `
      }
      let dict = `<<\n/Type /StructElem\n/S /${elem.type}\n/P ${elem.parent?.ref ?? rootRef}\n/K [ ${kids}]\n`
      if (ownPage !== undefined) dict += `/Pg ${pages[ownPage]!}\n`
      if (elem.alt !== undefined) dict += `/Alt ${textString(elem.alt)}\n`
      context.assign(elem.ref!, new PDFText(`${dict}>>`) as unknown as PDFObject)
    }
    // The parent tree's numbers, as pdf-lib writes an array (each element followed by a space):
    // a reference per MCID of the document.
    let nums = '[ '
    this.mcids.forEach((owners, page) => {
      nums += `${page} [ `
      for (const owner of owners) nums += `${owner.ref!} `
      nums += '] '
    })
    for (const { elem, key } of this.annotations) nums += `${key} ${elem.ref!} `
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: this.root.ref!,
        ParentTree: context.obj({ Nums: new PDFText(`${nums}]`) as unknown as PDFObject }),
        ParentTreeNextKey: this.pageCount + this.annotations.length,
      }),
    )
    return rootRef
  }
}

const textString = (text: string) => (/^[\x20-\x27\x2a-\x5b\x5d-\x7e]*$/.test(text) ? PDFString.of(text) : PDFHexString.fromText(text))
