package io.github.boardrules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import io.github.boardrules.core.api.API;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every public type of the published artifacts says what it promises with core's {@link API}
 * annotation, and says what docs/compatibility.md lists for it: the status of its package, or of
 * the type where the page's table of types names it. The types of the packages a module does not
 * export, and only they, are internal. A member that promises other than its type is listed in the
 * page's table of members, and never promises more than its type.
 *
 * <p>The annotation is kept in the class files only ({@code RetentionPolicy.CLASS}), as
 * apiguardian's is: ArchUnit reads the class files, so it sees it where reflection would not.
 */
class ApiStatusTest {
  private static final Path PAGE = Path.of("..", "docs", "compatibility.md");
  private static final Pattern VERSION = Pattern.compile("\\d+\\.\\d+\\.\\d+");
  private static final Pattern NAME = Pattern.compile("`(io\\.github\\.boardrules\\.[\\w.]+)`");
  private static final Pattern MEMBER = Pattern.compile("`([\\w.]+)(\\((?:…)?\\))?`");

  /** Every package of the published modules, and whether its module exports it to everyone. */
  private static final Map<String, Boolean> PACKAGES = publishedPackages();

  /** The main classes of every module: {@link #publicTypes()} keeps those of the published packages. */
  private static final JavaClasses CLASSES = MainClasses.get();

  /** From least to most: a member may promise less than its type, never more. */
  private static final Map<API.Status, Integer> RANK = new EnumMap<>(Map.of(API.Status.INTERNAL, 0,
      API.Status.DEPRECATED, 0, API.Status.EXPERIMENTAL, 1, API.Status.MAINTAINED, 2, API.Status.STABLE, 3));

  /** A row of one of the page's tables: the packages or types of its first cell, its members, its status. */
  private record Row(List<String> names, List<String> members, API.Status status, int line) {}

  @Test
  void everyPublicTypeSaysWhatItPromisesAndSinceWhen() {
    List<String> problems = new ArrayList<>();
    for (JavaClass type : publicTypes()) {
      Optional<API> api = type.tryGetAnnotationOfType(API.class);
      if (api.isEmpty()) {
        problems.add(name(type) + " has no @API");
      } else if (!VERSION.matcher(api.get().since()).matches()) {
        problems.add(name(type) + " says since \"" + api.get().since() + "\", not a version such as 0.1.0");
      }
    }
    assertThat(publicTypes()).as("the public types ArchUnit found").hasSizeGreaterThan(300);
    assertThat(problems).as("public types of the published modules without a status and version").isEmpty();
  }

  @Test
  void theTypesOfUnexportedPackagesAreInternalAndNoOthers() {
    List<String> problems = new ArrayList<>();
    for (JavaClass type : annotatedPublicTypes()) {
      boolean internal = status(type) == API.Status.INTERNAL;
      boolean exported = PACKAGES.get(type.getPackageName());
      if (internal == exported) {
        problems.add(name(type) + " is " + status(type) + " in a package that is "
            + (exported ? "exported" : "not exported"));
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void everyTypeHasTheStatusTheCompatibilityPageGivesIt() throws IOException {
    Map<String, API.Status> listed = listedStatuses();
    List<String> problems = new ArrayList<>();
    for (JavaClass type : annotatedPublicTypes()) {
      Optional<API.Status> expected = listedStatus(type, listed);
      if (expected.isEmpty()) {
        problems.add(name(type) + ": docs/compatibility.md lists neither it nor its package");
      } else if (expected.get() != status(type)) {
        problems.add(name(type) + " is " + status(type) + "; docs/compatibility.md says " + expected.get());
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void thePageListsEveryPublishedPackageAndOnlyPublishedPackagesAndTypes() throws IOException {
    Map<String, JavaClass> types = new HashMap<>();
    publicTypes().forEach(type -> types.put(name(type), type));
    Map<String, API.Status> listed = listedStatuses();
    List<String> problems = new ArrayList<>();
    for (String pkg : PACKAGES.keySet()) {
      if (!listed.containsKey(pkg)) {
        problems.add("package " + pkg + " has no row");
      }
    }
    for (Row row : rows(false)) {
      for (String name : row.names()) {
        JavaClass type = types.get(name);
        if (!PACKAGES.containsKey(name) && type == null) {
          problems.add("line " + row.line() + ": " + name + " is neither a published package nor a public type");
        } else if (type != null && listedStatus(type, without(listed, name)).orElse(null) == row.status()) {
          problems.add("line " + row.line() + ": " + name + " has its package's or enclosing type's status: "
              + "no row of its own");
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void aMemberWithAStatusOfItsOwnIsListedAndPromisesNoMoreThanItsType() throws IOException {
    Map<String, API.Status> listed = new TreeMap<>();
    for (Row row : rows(true)) {
      for (String type : row.names()) {
        for (String member : row.members()) {
          listed.put(type + "#" + member, row.status());
        }
      }
    }
    List<String> problems = new ArrayList<>();
    Set<String> found = new TreeSet<>();
    for (JavaClass type : annotatedPublicTypes()) {
      List<JavaMember> members = new ArrayList<>(type.getMethods());
      members.addAll(type.getConstructors());
      members.addAll(type.getFields());
      for (JavaMember member : members) {
        Optional<API> api = member.tryGetAnnotationOfType(API.class);
        Set<JavaModifier> modifiers = member.getModifiers();
        if (api.isEmpty() || !(modifiers.contains(JavaModifier.PUBLIC) || modifiers.contains(JavaModifier.PROTECTED))) {
          continue;
        }
        String key = name(type) + "#" + memberName(type, member);
        API.Status status = api.get().status();
        if (!VERSION.matcher(api.get().since()).matches()) {
          problems.add(key + " says since \"" + api.get().since() + "\"");
        }
        if (RANK.get(status) > RANK.get(status(type))) {
          problems.add(key + " is " + status + ", more than its type: " + status(type));
        }
        if (status != status(type) || listed.containsKey(key)) {
          found.add(key);
          API.Status expected = listed.get(key);
          if (expected != status) {
            problems.add(key + " is " + status + "; docs/compatibility.md "
                + (expected == null ? "does not list it in its table of members" : "says " + expected));
          }
        }
      }
    }
    for (String key : listed.keySet()) {
      if (!found.contains(key)) {
        problems.add(key + ": docs/compatibility.md lists a status of its own, but it has none or no such member");
      }
    }
    assertThat(problems).isEmpty();
  }

  private static Map<String, Boolean> publishedPackages() {
    Map<String, Boolean> packages = new TreeMap<>();
    for (ModuleDescriptor module : PublishedModules.descriptors()) {
      Set<String> exported = new TreeSet<>();
      module.exports().stream().filter(e -> !e.isQualified()).forEach(e -> exported.add(e.source()));
      module.packages().forEach(pkg -> packages.put(pkg, exported.contains(pkg)));
    }
    return packages;
  }

  /** The types a user can name: public, or protected, and nested in such types only. */
  private static List<JavaClass> publicTypes() {
    return CLASSES.stream()
        .filter(type -> PACKAGES.containsKey(type.getPackageName()))
        .filter(type -> !type.isAnonymousClass() && !type.isLocalClass())
        .filter(ApiStatusTest::isVisibleAlongItsEnclosingTypes)
        .sorted((a, b) -> a.getName().compareTo(b.getName()))
        .toList();
  }

  private static List<JavaClass> annotatedPublicTypes() {
    return publicTypes().stream().filter(type -> type.isAnnotatedWith(API.class)).toList();
  }

  private static boolean isVisibleAlongItsEnclosingTypes(JavaClass type) {
    for (Optional<JavaClass> t = Optional.of(type); t.isPresent(); t = t.get().getEnclosingClass()) {
      Set<JavaModifier> modifiers = t.get().getModifiers();
      if (!modifiers.contains(JavaModifier.PUBLIC) && !modifiers.contains(JavaModifier.PROTECTED)) {
        return false;
      }
    }
    return true;
  }

  private static API.Status status(JavaClass type) {
    return type.getAnnotationOfType(API.class).status();
  }

  /** The name as the page and the Javadoc write it: {@code io.github.boardrules.bots.MctsBot.Proof}. */
  private static String name(JavaClass type) {
    return type.getName().replace('$', '.');
  }

  private static String memberName(JavaClass type, JavaMember member) {
    return member.getName().equals("<init>") ? type.getSimpleName() : member.getName();
  }

  /** The status of the type's own row, else of its innermost enclosing type's, else of its package's. */
  private static Optional<API.Status> listedStatus(JavaClass type, Map<String, API.Status> listed) {
    for (Optional<JavaClass> t = Optional.of(type); t.isPresent(); t = t.get().getEnclosingClass()) {
      API.Status status = listed.get(name(t.get()));
      if (status != null) {
        return Optional.of(status);
      }
    }
    return Optional.ofNullable(listed.get(type.getPackageName()));
  }

  private static Map<String, API.Status> without(Map<String, API.Status> listed, String name) {
    Map<String, API.Status> rest = new HashMap<>(listed);
    rest.remove(name);
    return rest;
  }

  /** Each package or type the page's tables of packages and types list, with its status. */
  private static Map<String, API.Status> listedStatuses() throws IOException {
    Map<String, API.Status> listed = new HashMap<>();
    for (Row row : rows(false)) {
      for (String name : row.names()) {
        API.Status before = listed.put(name, row.status());
        assertThat(before).as("line %d: %s is listed twice", row.line(), name).isNull();
      }
    }
    return listed;
  }

  /**
   * The rows of the page's tables whose header has a Status column and starts with Package or
   * Type: of the table of members (with a Members column) or of the others.
   */
  private static List<Row> rows(boolean ofMembers) throws IOException {
    List<String> lines = Files.readAllLines(PAGE, StandardCharsets.UTF_8);
    List<Row> rows = new ArrayList<>();
    List<String> header = List.of();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).startsWith("|")) {
        header = List.of();
        continue;
      }
      List<String> cells = cells(lines.get(i));
      if (i + 1 < lines.size() && lines.get(i + 1).startsWith("|---")) {
        header = cells;
        i++;
        continue;
      }
      int status = header.indexOf("Status");
      int members = header.indexOf("Members");
      if (status < 0 || !(header.get(0).equals("Package") || header.get(0).equals("Type"))
          || (members >= 0) != ofMembers) {
        continue;
      }
      List<String> names = matches(NAME, cells.get(0));
      assertThat(names).as("line %d names a package or type in full", i + 1).isNotEmpty();
      List<String> memberNames = members < 0 ? List.of() : matches(MEMBER, cells.get(members));
      String word = cells.get(status).replaceAll("[`*]", "").trim();
      assertThat(Arrays.stream(API.Status.values()).map(Enum::name)).as("line %d's status", i + 1).contains(word);
      rows.add(new Row(names, memberNames, API.Status.valueOf(word), i + 1));
    }
    return rows;
  }

  private static List<String> cells(String line) {
    String inner = line.trim().replaceAll("^\\|", "").replaceAll("\\|$", "");
    return Stream.of(inner.split("\\|", -1)).map(String::trim).toList();
  }

  private static List<String> matches(Pattern pattern, String text) {
    List<String> found = new ArrayList<>();
    Matcher m = pattern.matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }
}
