/**
 * Pikk-Pakk's engine and legality checks ({@code PikkPakkEngine}, {@code PikkPakkLegality}), and
 * the board, line, text and picture machinery shared by the games of the Pikk-Pakk booklet, all
 * on the primitive form of positions and moves: line words of bit masks, point indices, ball kinds
 * and direction indices numbered as the public {@code Ball} and {@code Direction} order them, move
 * codes. Not part of the API: the module does not export this package, and its classes may change
 * in any release.
 */
package io.github.boardrules.pikkpakk.internal;
