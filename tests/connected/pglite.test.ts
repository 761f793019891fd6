import { testDb } from '../helpers/app.js'
import { connectedSuite } from './suite.js'

connectedSuite('PGlite (memory://)', {
  open: () => testDb('memory://'),
  // PGlite runs inside the process: closing it is the database going away. Coming back would take
  // a new instance, i.e. a restart, so there is no restore step here.
  cut: (db) => db.close(),
})
