package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Java block of the documentation compiles on its own, as a user copies it: its imports and
 * nothing else, against the library's artifacts, with {@code --release 17 -Xlint:all -Werror}.
 *
 * <p>The guide's convention (docs/README.md): a block is its imports, a blank line, then either
 * whole type declarations, compiled as a compilation unit, or statements, compiled as the body of
 * {@code static void main(String[] args) throws Exception} of a class with those imports. Each
 * block gets a package of its own, so no block sees another's names, and all are compiled in one
 * javac task (one start, not one a block). No import may be unused: each imported name appears in
 * the code, outside comments and literals.
 *
 * <p>The class path is the examples' test class path as Maven resolves it (the library's jars and
 * what they need, JUnit and AssertJ for the test kit's snippet), handed over in the system property
 * {@value #CLASS_PATH_PROPERTY} by the POM: Surefire's own {@code java.class.path} is a
 * manifest-only jar. Running the snippets is the other tests' work: DocumentationSnippetsTest
 * checks that each block's code is a region of a Java source that a test runs.
 */
class StandaloneSnippetsTest {
  static final String CLASS_PATH_PROPERTY = "snippets.classpath";

  /** One shown block, where it is, and the source it is compiled as. */
  private record Unit(DocumentationSnippetsTest.Snippet shown, JavaBlock block, JavaFileObject source,
      int linesBefore) {
    String where() {
      return shown.file().normalize() + ", snippet " + shown.name();
    }
  }

  @TestFactory
  Stream<DynamicTest> everyShownBlockCompilesOnItsOwn(@TempDir Path classes) throws IOException {
    List<DocumentationSnippetsTest.Snippet> shown = DocumentationSnippetsTest.shown();
    assertThat(shown).as("the documentation's Java blocks").hasSizeGreaterThan(50);
    List<Unit> units = new ArrayList<>();
    List<DynamicTest> malformed = new ArrayList<>();
    for (DocumentationSnippetsTest.Snippet snippet : shown) {
      JavaBlock block;
      try {
        block = JavaBlock.parse(snippet.code());
      } catch (IllegalArgumentException e) {
        String where = snippet.file().normalize() + ", snippet " + snippet.name();
        malformed.add(DynamicTest.dynamicTest(where, () -> assertThat(e.getMessage()).as(where).isNull()));
        continue;
      }
      units.add(unit(snippet, block, units.size()));
    }

    Map<JavaFileObject, List<String>> messages = new LinkedHashMap<>();
    List<String> elsewhere = new ArrayList<>();
    boolean compiled = compile(units, classes, messages, elsewhere);

    List<DynamicTest> tests = new ArrayList<>(malformed);
    tests.add(DynamicTest.dynamicTest("javac compiles the " + units.size() + " blocks in one task", () -> {
      assertThat(elsewhere).as("javac's messages outside the blocks").isEmpty();
      List<String> failing = new ArrayList<>();
      for (Unit u : units) {
        if (messages.containsKey(u.source())) {
          failing.add(u.where());
        }
      }
      assertThat(compiled).as("javac's result; blocks with messages: %s", failing).isTrue();
    }));
    for (Unit u : units) {
      tests.add(DynamicTest.dynamicTest(u.where(), () -> {
        List<String> problems = new ArrayList<>(messages.getOrDefault(u.source(), List.of()));
        problems.addAll(u.block().importProblems());
        assertThat(problems).as("%s: javac's messages (lines of the block) and the imports' problems", u.where())
            .isEmpty();
      }));
    }
    return tests.stream();
  }

  /**
   * The source a block is compiled as. The package clause shares the first line with the first
   * import, and a statement block's class and method header take the place of the blank line
   * after the imports, so that javac's line numbers are the block's.
   */
  private static Unit unit(DocumentationSnippetsTest.Snippet snippet, JavaBlock block, int index) {
    String packageName = String.format(Locale.ROOT, "snippets.s%02d", index);
    String type = block.declaredType();
    String header = "package " + packageName + "; ";
    String text;
    int linesBefore;
    if (!type.isEmpty()) {
      text = header + block.importText() + block.code() + "\n";
      linesBefore = 0;
    } else {
      type = "Snippet";
      String wrapper = "final class Snippet { static void main(String[] args) throws Exception {";
      if (block.imports().isEmpty()) {
        text = header + wrapper + "\n" + block.code() + "\n}}\n";
        linesBefore = 1;
      } else {
        text = header + String.join("\n", block.imports()) + "\n" + wrapper + "\n" + block.code() + "\n}}\n";
        linesBefore = 0;
      }
    }
    URI uri = URI.create("string:///" + packageName.replace('.', '/') + "/" + type + ".java");
    String source = text;
    JavaFileObject file = new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }
    };
    return new Unit(snippet, block, file, linesBefore);
  }

  private static boolean compile(List<Unit> units, Path classes, Map<JavaFileObject, List<String>> messages,
      List<String> elsewhere) throws IOException {
    String classPath = System.getProperty(CLASS_PATH_PROPERTY, "");
    assertThat(classPath)
        .as("the system property %s (set by the examples' POM: run the test through Maven)", CLASS_PATH_PROPERTY)
        .isNotBlank()
        .doesNotContain("${");
    for (String entry : classPath.split(File.pathSeparator)) {
      assertThat(new File(entry)).as("an entry of %s", CLASS_PATH_PROPERTY).exists();
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<JavaFileObject, Unit> byFile = new LinkedHashMap<>();
    for (Unit u : units) {
      byFile.put(u.source(), u);
    }
    List<String> options = List.of("--release", "17", "-Xlint:all", "-Werror", "-proc:none", "-implicit:none",
        "-encoding", "UTF-8", "-classpath", classPath, "-d", classes.toString());
    boolean ok;
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      ok = javac.getTask(null, files, diagnostics, options, null, byFile.keySet()).call();
    }
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      Unit u = d.getSource() == null ? null : byFile.get(d.getSource());
      String message = d.getKind() + ": " + d.getMessage(Locale.ROOT);
      if (u == null) {
        if (!isWerrorSummary(d)) {
          elsewhere.add(message);
        }
      } else {
        long line = d.getLineNumber() - u.linesBefore();
        messages.computeIfAbsent(u.source(), k -> new ArrayList<>()).add("line " + line + ": " + message);
      }
    }
    return ok;
  }

  /** The error javac adds when -Werror turned warnings into a failure: the warnings themselves name their block. */
  private static boolean isWerrorSummary(Diagnostic<? extends JavaFileObject> d) {
    return d.getKind() == Diagnostic.Kind.ERROR && d.getCode() != null && d.getCode().contains("warnings.and.werror");
  }
}
