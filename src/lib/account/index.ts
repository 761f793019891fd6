export { exportAccount } from './export.js'
export { deleteAccount } from './delete.js'
