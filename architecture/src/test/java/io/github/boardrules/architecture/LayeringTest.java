package io.github.boardrules.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering of the build, over the main classes of every module (their tests are not imported):
 * a failing rule names the classes and the dependency that breaks it.
 */
class LayeringTest {
  private static final String ROOT = "io.github.boardrules";
  private static final List<String> GAMES = List.of("nim", "pikkpakk", "zertz", "pylos", "tzaar", "colorfield");
  /** What every module may use besides its own classes: the JDK and the nullness annotations. */
  private static final String[] PLATFORM = {"java..", "org.checkerframework.checker.nullness.qual.."};

  private static final JavaClasses MAIN = MainClasses.get();

  @Test
  void noPackageDependsOnAPackageThatDependsOnItBack() {
    slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(MAIN);
  }

  @Test
  void coreDependsOnNoOtherModuleAndNoThirdPartyCode() {
    onlyOn(ROOT + ".core..", ROOT + ".core..");
  }

  @Test
  void coreHoldsNoBotMatchRatingSearchOrSelfPlay() {
    noClasses().that().resideInAPackage(ROOT + ".core..").and().doNotHaveFullyQualifiedName(Bot.class.getName())
        .should().beAssignableTo(Bot.class)
        .orShould().haveSimpleNameStartingWith("Match")
        .orShould().haveSimpleNameStartingWith("Puct")
        .orShould().haveSimpleNameStartingWith("SelfPlay")
        .orShould().haveSimpleNameContaining("Elo")
        .orShould().haveSimpleName("BradleyTerry")
        .as("core is the contract: the engines, matches, ratings, PUCT and self-play live in the tool artifacts")
        .check(MAIN);
  }

  @Test
  void eachGameModuleDependsOnCoreOnly() {
    for (String game : GAMES) {
      onlyOn(ROOT + "." + game + "..", ROOT + "." + game + "..", ROOT + ".core..");
    }
  }

  @Test
  void theToolArtifactsDependOnCoreAndOnEachOtherDownwardOnly() {
    onlyOn(ROOT + ".bots..", ROOT + ".bots..", ROOT + ".core..");
    classes().that().resideInAPackage(ROOT + ".learning..").and().resideOutsideOfPackage(ROOT + ".learning.onnx..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage(concat(ROOT + ".learning..", ROOT + ".bots..", ROOT + ".core.."))
        .check(MAIN);
    onlyOn(ROOT + ".learning.onnx..", ROOT + ".learning..", ROOT + ".core..", "ai.onnxruntime..");
    noClasses().that().resideInAPackage(ROOT + "..").and().resideOutsideOfPackage(ROOT + ".learning.onnx..")
        .should().dependOnClassesThat().resideInAPackage("ai.onnxruntime..")
        .as("ONNX Runtime is used by the network evaluator's package alone (artifact boardrules-learning-onnx):"
            + " the search and self-play stay free of it")
        .check(MAIN);
    noClasses().that().resideInAPackage(ROOT + "..")
        .and().resideOutsideOfPackages(ROOT + ".learning.onnx..", ROOT + ".cli..")
        .should().dependOnClassesThat().resideInAPackage(ROOT + ".learning.onnx..")
        .as("no library module uses the network evaluator: only the command line (puct:MODEL, selfplay --model) does")
        .check(MAIN);
    onlyOn(ROOT + ".testkit..", ROOT + ".testkit..", ROOT + ".core..", "org.junit..", "org.opentest4j..",
        "org.assertj..", "javax.xml..", "org.w3c.dom..");
  }

  @Test
  void anEngineKnowsNothingOfItsFacadeSolversOrCatalogue() {
    for (String game : GAMES) {
      classes().that().resideInAPackage(ROOT + "." + game + "..internal..")
          .should().onlyDependOnClassesThat().resideInAnyPackage(
              concat(ROOT + "." + game + "..internal..", ROOT + ".core.."))
          .as("the internal packages of " + game + " depend on internal packages of their module and core only")
          .check(MAIN);
    }
  }

  @Test
  void noFacadeBuildsItsSolver() {
    classes().that().resideInAPackage(ROOT + "..")
        .should(notDependOnTheirOwnSolvePackage())
        .check(MAIN);
  }

  @Test
  void nothingReachesIntoAGamesCatalogue() {
    for (String game : GAMES) {
      noClasses().that().resideOutsideOfPackage(ROOT + "." + game + ".catalog..")
          .should().dependOnClassesThat().resideInAPackage(ROOT + "." + game + ".catalog..")
          .as("no class outside " + game + ".catalog depends on it (the service loader finds the providers)")
          .check(MAIN);
    }
  }

  @Test
  void aFacadeHoldsNoEngineState() {
    fields().that().areDeclaredInClassesThat().implement(Rules.class)
        .and().areDeclaredInClassesThat().resideInAnyPackage(
            GAMES.stream().map(game -> ROOT + "." + game + "..").toArray(String[]::new))
        .should().beFinal().andShould(notBeArrays())
        .as("the fields of a game's Rules implementation are final and hold no arrays (tables live in the engine)")
        .check(MAIN);
  }

  private static void onlyOn(String packages, String... allowed) {
    classes().that().resideInAPackage(packages)
        .should().onlyDependOnClassesThat().resideInAnyPackage(concat(allowed))
        .check(MAIN);
  }

  private static String[] concat(String... allowed) {
    return Stream.concat(Stream.of(allowed), Stream.of(PLATFORM)).toArray(String[]::new);
  }

  /** A package {@code p} never uses {@code p.solve}: the solver is built from the facade, not in it. */
  private static ArchCondition<JavaClass> notDependOnTheirOwnSolvePackage() {
    return new ArchCondition<>("not depend on classes of their own package's solve subpackage") {
      @Override
      public void check(JavaClass origin, ConditionEvents events) {
        String solve = origin.getPackageName() + ".solve";
        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
          if (dependency.getTargetClass().getPackageName().equals(solve)) {
            events.add(SimpleConditionEvent.violated(origin, dependency.getDescription()));
          }
        }
      }
    };
  }

  private static ArchCondition<JavaField> notBeArrays() {
    return new ArchCondition<>("not be arrays") {
      @Override
      public void check(JavaField field, ConditionEvents events) {
        if (field.getRawType().isArray()) {
          events.add(SimpleConditionEvent.violated(field, field.getFullName() + " is an array"));
        }
      }
    };
  }
}
