/**
 * Test-environment conformance shims so DOMPurify runs under happy-dom as it does in Chromium.
 *
 * 1. DOMPurify (3.3+) reads nodeName, nodeType… through getters it caches from Node.prototype /
 *    Element.prototype, as hardening against clobbering. In browsers those prototypes hold the only
 *    getters; happy-dom overrides them in subclasses and its Node.prototype.nodeName returns '',
 *    so every element would look like an unknown tag. The shim makes the base getters dispatch to
 *    the most-derived one, which is what a browser's single getter does.
 * 2. happy-dom's NodeIterator stops as soon as its current node is removed from the tree, unlike the
 * DOM standard (and Chromium), where the iterator moves its reference to the node that preceded
 * the removed one and carries on. DOMPurify walks with a NodeIterator and removes as it goes, so
 * under plain happy-dom it would stop after its first removal and the section tests would not
 * exercise DOMPurify as the app runs it. This installs a standard-conforming `nextNode()` for the
 * pattern DOMPurify uses (remove or replace only the current node). Call before the first sanitize.
 */
interface IteratorState {
  root: Node
  whatToShow: number
  reference: Node
  pointerBefore: boolean
  /** Where the reference was when returned, to resume from if it is removed afterwards. */
  formerPrevious: Node | null
  formerParent: Node | null
}

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild
  let current: Node | null = node
  while (current && current !== root) {
    if (current.nextSibling) return current.nextSibling
    current = current.parentNode
  }
  return null
}

function lastDescendant(node: Node): Node {
  let current = node
  while (current.lastChild) current = current.lastChild
  return current
}

function shows(state: IteratorState, node: Node): boolean {
  return (state.whatToShow & (1 << (node.nodeType - 1))) !== 0
}

const DISPATCHED: Array<[() => object, string[]]> = [
  [() => Node.prototype, ['nodeName', 'nodeType', 'ownerDocument']],
  [() => Element.prototype, ['nextSibling', 'childNodes', 'parentNode', 'attributes', 'namespaceURI', 'shadowRoot']]
]

function derivedGetter(instance: object, base: object, name: string): (() => unknown) | undefined {
  for (
    let proto = Object.getPrototypeOf(instance) as object | null;
    proto && proto !== base;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    const getter = Object.getOwnPropertyDescriptor(proto, name)?.get
    if (getter) return getter
  }
  return undefined
}

function installDispatchingGetters(): void {
  for (const [baseOf, names] of DISPATCHED) {
    const base = baseOf()
    for (const name of names) {
      let owner: object | null = base
      let descriptor: PropertyDescriptor | undefined
      while (owner && !(descriptor = Object.getOwnPropertyDescriptor(owner, name)))
        owner = Object.getPrototypeOf(owner) as object | null
      const original = descriptor?.get
      if (!owner || !descriptor || !original) continue
      Object.defineProperty(owner, name, {
        ...descriptor,
        get(this: object) {
          return (derivedGetter(this, owner, name) ?? original).call(this)
        }
      })
    }
  }
}

/** Installs both shims; call before the first sanitizeHtml (DOMPurify caches what it finds). */
export function installDomPurifyConformance(): void {
  installDispatchingGetters()
  installCompliantNodeIterator()
}

function installCompliantNodeIterator(): void {
  // Patch where the method really lives for `document` (happy-dom defines it below Document.prototype).
  let proto = Object.getPrototypeOf(document) as (Document & { __compliantIterator?: boolean }) | null
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator'))
    proto = Object.getPrototypeOf(proto)
  if (!proto || proto.__compliantIterator) return
  proto.__compliantIterator = true
  proto.createNodeIterator = function (root: Node, whatToShow = 0xffffffff) {
    const state: IteratorState = {
      root,
      whatToShow,
      reference: root,
      pointerBefore: true,
      formerPrevious: null,
      formerParent: null
    }
    const iterator = {
      root,
      whatToShow,
      filter: null,
      get referenceNode() {
        return state.reference
      },
      get pointerBeforeReferenceNode() {
        return state.pointerBefore
      },
      nextNode(): Node | null {
        let node: Node | null = state.reference
        let before = state.pointerBefore
        const detached = node !== root && !root.contains(node)
        if (detached) {
          // Standard removal steps: the reference becomes the node that preceded the removed one.
          node =
            state.formerPrevious?.isConnected || (state.formerPrevious && root.contains(state.formerPrevious))
              ? lastDescendant(state.formerPrevious)
              : state.formerParent
          before = false
          if (!node) return null
        }
        for (;;) {
          if (!before) {
            node = following(node, root)
            if (!node) return null
          }
          before = false
          if (shows(state, node)) {
            state.reference = node
            state.pointerBefore = false
            state.formerPrevious = node.previousSibling
            state.formerParent = node.parentNode
            return node
          }
        }
      },
      previousNode(): Node | null {
        throw new Error('not needed by DOMPurify')
      },
      detach(): void {}
    }
    return iterator as unknown as NodeIterator
  }
}
