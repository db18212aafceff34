package io.github.boardrules.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The main classes of every module (their tests are not imported), read by ArchUnit once for the
 * test JVM: the import is most of an architecture test's time, and the tests only read it.
 *
 * <pre>{@code
 * slices().matching("io.github.boardrules.(**)").should().beFreeOfCycles().check(MainClasses.get());
 * }</pre>
 */
final class MainClasses {
  private MainClasses() {}

  /** The classes of {@code io.github.boardrules} and its subpackages, imported on first use. */
  static JavaClasses get() {
    return Holder.CLASSES;
  }

  /** The JVM initialises a holder class once, on first use, and thread-safely. */
  private static final class Holder {
    static final JavaClasses CLASSES = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("io.github.boardrules");
  }
}
