/**
 * Installs the wasm shim with the modules the build precompiled from Satori. Import this first in
 * every Worker that renders: it must run before Satori is evaluated.
 */
import modules from 'virtual:satori-wasm'
import { installPrecompiledWasm } from './wasm-shim.js'

installPrecompiledWasm(modules)
