/**
 * The rules' machinery, below the facade: the engine ({@link
 * io.github.boardrules.pylos.internal.PylosEngine}), the legality with its refusals, the board's
 * geometry, the move codes, the colours and the Zobrist keys. They work on the primitive form of
 * a position (a bit mask of each player's balls) and know nothing of the facade and its values,
 * which turn that form into states, moves and reasons and back; the solvers call the engine
 * directly. Not part of the API: the module does not export this package, and its classes may
 * change in any release.
 */
package io.github.boardrules.pylos.internal;
