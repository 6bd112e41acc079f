throw new Error(
  'sqlite3 is not installed here: only pouchdb-server --sqlite needs it, and the tests run it --in-memory'
)
