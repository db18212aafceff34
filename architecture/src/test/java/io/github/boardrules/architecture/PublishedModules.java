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
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.zertz.Zertz;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/** The library modules a user depends on, as their jars' descriptors ({@code module-info.class}) describe them. */
final class PublishedModules {
  /** One class of each published library module. */
  static final List<Class<?>> MEMBERS = List.of(Rules.class, Bots.class, PuctSearch.class, OnnxEvaluator.class,
      ForAll.class, GridNim.class, PikkPakk.class, Zertz.class, Pylos.class, Tzaar.class, ColorField.class);

  private PublishedModules() {}

  /** The descriptor of the jar (or class directory) a class comes from, read as the module path reads it. */
  static ModuleDescriptor descriptor(Class<?> member) {
    try {
      Path location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
      Set<ModuleReference> found = ModuleFinder.of(location).findAll();
      assertThat(found).as("the module of %s at %s", member.getName(), location).hasSize(1);
      return found.iterator().next().descriptor();
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  /** Every module's descriptor, in the order of {@link #MEMBERS}. */
  static List<ModuleDescriptor> descriptors() {
    return MEMBERS.stream().map(PublishedModules::descriptor).toList();
  }
}
