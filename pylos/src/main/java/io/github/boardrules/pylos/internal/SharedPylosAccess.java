package io.github.boardrules.pylos.internal;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Where the rules package leaves its {@link PylosAccess} for the solvers. Not API (see the
 * package). The implementing class installs itself when it is initialised, and {@link #get()}
 * initialises it on first use, so the solvers never see the field empty.
 */
public final class SharedPylosAccess {
  /** The rules package's implementation, named so that it can stay package-private. */
  private static final String IMPLEMENTATION = "io.github.boardrules.pylos.PylosSolvingAccess";

  private static volatile @Nullable PylosAccess installed;

  private SharedPylosAccess() {}

  /**
   * Installs the rules package's access; called once, by its implementation's initialiser.
   *
   * @param access the implementation
   * @throws IllegalStateException if one is installed already
   */
  public static synchronized void install(PylosAccess access) {
    if (installed != null) {
      throw new IllegalStateException("the Pylos access is installed already");
    }
    installed = access;
  }

  /**
   * Returns the rules package's access, initialising its implementation when needed.
   *
   * @return the access
   * @throws IllegalStateException if the implementation is missing from the module
   */
  public static PylosAccess get() {
    PylosAccess access = installed;
    if (access == null) {
      try {
        // Initialising the class runs its installer (a second initialisation is a no-op).
        Class.forName(IMPLEMENTATION, true, SharedPylosAccess.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("the Pylos module lacks " + IMPLEMENTATION, e);
      }
      access = installed;
      if (access == null) {
        throw new IllegalStateException(IMPLEMENTATION + " did not install itself");
      }
    }
    return access;
  }
}
