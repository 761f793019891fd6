import { testDb } from '../helpers/app.js'
import { connectedSuite } from './suite.js'

connectedSuite('PGlite (memory://)', {
  open: () => testDb('memory://'),
  // PGlite runs inside the process: closing it is the database going away. An in-memory database
  // cannot come back (its data is gone); pglite://<dir> reopens by itself (persistence.test.ts).
  cut: (db) => db.close(),
})
