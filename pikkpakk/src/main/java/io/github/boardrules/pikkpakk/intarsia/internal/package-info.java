/**
 * The intarsia puzzles' engine ({@code IntarsiaEngine}): patterns as single {@code long}s and the
 * rotations on them, shared by the patterns, the puzzle's fast playout and the solver; and the
 * patterns' Zobrist keys. Not part of the API: the module does not export this package, and its
 * classes may change in any release.
 */
package io.github.boardrules.pikkpakk.intarsia.internal;
