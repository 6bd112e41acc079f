/**
 * The `unstorable` fault (issue 20, finding 3): an answer the app cannot keep. It is the spec's
 * own refusal of one section (part 7) as the vendor sends it: HTTP 200, `resultCode: 200` at the
 * top, and inside `result` an info error with the vendor's "no data" code 1001. Main hands it to
 * the page as data (the page shows its words), and the mirror never stores an info error: without
 * a memory of it, a prefetch asks for it again on every rest of the pointer.
 */
export const UNSTORABLE_BODY = JSON.stringify({
  success: true,
  resultCode: 200,
  result: {
    info: { type: 'error', text: 'No data for this section at the moment.' },
    resultCode: 1001,
    type: 'online'
  }
})
