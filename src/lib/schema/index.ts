export * from './resume.js'
export { validateResume, formatIssues, formatPath, type ValidationResult } from './validate.js'
