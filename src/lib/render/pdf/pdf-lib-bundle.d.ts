declare module 'pdf-lib/dist/pdf-lib.min.js' {
  import * as pdfLib from 'pdf-lib'
  export default pdfLib
}
