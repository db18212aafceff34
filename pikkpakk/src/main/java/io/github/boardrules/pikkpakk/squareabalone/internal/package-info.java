/**
 * Square Abalone's engine, legality checks and Zobrist keys ({@code SquareAbaloneEngine}, {@code
 * SquareAbaloneLegality}, {@code SquareAbaloneZobrist}), on the line words of the booklet's shared
 * machinery. Not part of the API: the module does not export this package, and its classes may
 * change in any release.
 */
package io.github.boardrules.pikkpakk.squareabalone.internal;
