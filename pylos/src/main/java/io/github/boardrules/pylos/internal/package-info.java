/**
 * The bridge from the solving package ({@code io.github.boardrules.pylos.solve}) to the rules'
 * package-private engine and geometry. Not part of the API: the module does not export this
 * package, and its classes may change in any release.
 *
 * <p>The rules package implements {@link io.github.boardrules.pylos.internal.PylosAccess} in a
 * package-private class and installs it in {@link
 * io.github.boardrules.pylos.internal.SharedPylosAccess}; the solvers call it through {@link
 * io.github.boardrules.pylos.internal.PylosInternals}. So the engine, the board's tables and the
 * move codes stay package-private in the rules package, and the solvers need no public door into
 * them (the JDK's {@code SharedSecrets} pattern).
 */
package io.github.boardrules.pylos.internal;
