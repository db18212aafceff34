/**
 * Push-four's engine ({@code PushFourEngine}): the entry moves' codes, the push, four in a row and
 * the fast playout, on the line words of the booklet's shared machinery. Not part of the API: the
 * module does not export this package, and its classes may change in any release.
 */
package io.github.boardrules.pikkpakk.pushfour.internal;
