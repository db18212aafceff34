/**
 * The engine and the legality checks of five-in-a-row with a shifting phase ({@code
 * FiveShiftEngine}, {@code FiveShiftLegality}), on the line words of the booklet's shared
 * machinery. Not part of the API: the module does not export this package, and its classes may
 * change in any release.
 */
package io.github.boardrules.pikkpakk.fiveshift.internal;
