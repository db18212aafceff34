/**
 * A small writer of SVG pictures, as text and with no dependencies, used by the game modules to
 * draw positions ({@code ZertzSvg}, {@code PikkPakkSvg} and the others).
 */
package io.github.boardrules.core.svg;
