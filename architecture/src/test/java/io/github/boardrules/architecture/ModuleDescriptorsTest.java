package io.github.boardrules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.core.Rules;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.zertz.Zertz;
import java.lang.module.ModuleDescriptor;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The published modules' descriptors ({@code module-info.class} of each jar, as a JPMS user reads
 * them): internal and catalogue packages are never exported to users, every other package is, and
 * the modules read what the layering allows and no more.
 */
class ModuleDescriptorsTest {
  private static final String ROOT = "io.github.boardrules";
  private static final String CORE = ROOT + ".core";
  private static final String CHECKER = "org.checkerframework.checker.qual";

  @Test
  void internalAndCataloguePackagesAreNotExportedAndEveryOtherPackageIs() {
    for (ModuleDescriptor module : PublishedModules.descriptors()) {
      Set<String> hidden = new TreeSet<>();
      for (String pkg : module.packages()) {
        if (pkg.endsWith(".internal") || pkg.contains(".internal.")
            || (pkg.endsWith(".catalog") && !pkg.equals(CORE + ".catalog"))) {
          hidden.add(pkg);
        }
      }
      Set<String> exportedToAll = module.exports().stream().filter(e -> !e.isQualified())
          .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));
      Set<String> shown = new TreeSet<>(module.packages());
      shown.removeAll(hidden);
      assertThat(exportedToAll).as("%s exports", module.name()).isEqualTo(shown);
      for (ModuleDescriptor.Exports qualified : module.exports()) {
        if (qualified.isQualified()) {
          assertThat(qualified.targets()).as("%s exports %s to", module.name(), qualified.source())
              .allMatch(target -> target.startsWith(ROOT + "."));
        }
      }
    }
  }

  @Test
  void coreReadsOnlyTheJdkAndEachGameOnlyCore() {
    assertThat(requires(Rules.class)).isEqualTo(Set.of("java.base", CHECKER + " (static)"));
    for (Class<?> game : new Class<?>[] {GridNim.class, PikkPakk.class, Zertz.class, Pylos.class, Tzaar.class,
        ColorField.class}) {
      assertThat(requires(game)).as("%s", game.getName())
          .isEqualTo(Set.of("java.base", CORE + " (transitive)", CHECKER + " (static)"));
    }
    assertThat(requires(Bots.class)).isEqualTo(Set.of("java.base", CORE + " (transitive)", CHECKER + " (static)"));
    assertThat(requires(PuctSearch.class))
        .as("the search and self-play read no third-party module (ONNX Runtime is the network evaluator's)")
        .isEqualTo(Set.of("java.base", ROOT + ".bots (transitive)", CHECKER + " (static)"));
    assertThat(requires(OnnxEvaluator.class))
        .isEqualTo(Set.of("java.base", ROOT + ".learning (transitive)", "com.microsoft.onnxruntime", CHECKER + " (static)"));
  }

  private static Set<String> requires(Class<?> member) {
    Set<String> names = new TreeSet<>();
    for (ModuleDescriptor.Requires r : PublishedModules.descriptor(member).requires()) {
      String kind = r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC) ? " (static)"
          : r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE) ? " (transitive)" : "";
      names.add(r.name() + kind);
    }
    return names;
  }
}
