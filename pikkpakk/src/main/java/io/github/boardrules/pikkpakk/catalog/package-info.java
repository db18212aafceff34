/** The Pikk-Pakk family's catalogue providers: internal, found through {@link java.util.ServiceLoader}; not exported. */
package io.github.boardrules.pikkpakk.catalog;
