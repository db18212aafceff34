/**
 * The board, line and push machinery shared by the games of the Pikk-Pakk booklet. Not part of the
 * API: the module does not export this package, and its classes may change in any release.
 */
package io.github.boardrules.pikkpakk.internal;
