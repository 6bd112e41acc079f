import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import type { Component } from 'vue'
import type { InvokeChannel } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import { ok } from '@shared/result'
import { createAppI18n } from '@renderer/i18n'
import payloads from './fixtures/section-payloads.json'
import { createTestApp, currentTestApp, type Answers, type TestApp } from './support/app-context'

/** Shared set-up of the section component tests: real i18n, a fake bridge that records calls. */

export { payloads }

export type { Answers }

export interface FakeApi {
  calls: Array<{ channel: InvokeChannel; input: unknown }>
  /** Where the renderers' links led (the page's navigate / openPartInfo). */
  followed: TestApp['followed']
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A fresh app whose fake main records every call: pictures are a tiny PNG, links open. */
export function installFakeApi(answers: Answers = {}): FakeApi {
  const app = createTestApp({
    answers: {
      'catalog.image': () => ok({ contentType: 'image/png', bytes: PNG }),
      'shell.openExternal': () => ok(undefined),
      ...answers
    }
  })
  return { calls: app.calls, followed: app.followed }
}

export function mountSection<C extends Component>(
  component: C,
  props: ComponentMountingOptions<C>['props'],
  language: CatalogLanguage = 'en'
) {
  return mount(component, {
    props,
    attachTo: document.body,
    global: { plugins: [currentTestApp().plugin, createAppI18n(language)] }
  } as ComponentMountingOptions<C>)
}

/** A deep copy, so a test can add unknown fields without touching the shared fixture. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
