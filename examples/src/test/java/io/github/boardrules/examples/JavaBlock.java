package io.github.boardrules.examples;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Java block of the documentation, split as the guide's convention says: the import lines, one
 * blank line, then the code. The code is either whole type declarations (a compilation unit) or
 * statements (the body of {@code static void main(String[] args) throws Exception}).
 *
 * @param imports the import lines, as written
 * @param code the code after them (the whole block when it has no imports)
 */
record JavaBlock(List<String> imports, String code) {
  private static final Pattern IMPORT = Pattern.compile("import (static )?([\\w.]+?)(\\.\\*)?;");

  /**
   * The code starts with a type declaration: after comments, annotations and modifiers comes
   * {@code class}, {@code interface}, {@code enum}, {@code record} or {@code @interface}.
   */
  private static final Pattern TYPE_DECLARATION = Pattern.compile(
      "\\A(?:\\s+|//[^\\n]*\\n|/\\*.*?\\*/|@(?!interface\\b)[\\w.]+(?:\\([^)]*\\))?)*"
          + "(?:(?:public|protected|private|abstract|static|final|sealed|non-sealed|strictfp)\\s+)*"
          + "(?:class|interface|enum|record|@interface)\\s+(\\w+)",
      Pattern.DOTALL);

  static JavaBlock parse(String block) {
    List<String> lines = block.lines().toList();
    int i = 0;
    while (i < lines.size() && lines.get(i).startsWith("import ")) {
      i++;
    }
    List<String> imports = lines.subList(0, i);
    if (i == 0) {
      return new JavaBlock(List.of(), block);
    }
    if (i == lines.size() || !lines.get(i).isEmpty()) {
      throw new IllegalArgumentException("the imports must be followed by one blank line, then the code");
    }
    return new JavaBlock(List.copyOf(imports), String.join("\n", lines.subList(i + 1, lines.size())));
  }

  /** The imports as the block shows them: the lines, then a blank line. Empty without imports. */
  String importText() {
    return imports.isEmpty() ? "" : String.join("\n", imports) + "\n\n";
  }

  /** The type the code declares first, if the code is a compilation unit rather than statements. */
  String declaredType() {
    Matcher m = TYPE_DECLARATION.matcher(code);
    return m.find() ? m.group(1) : "";
  }

  /**
   * The number of lines before the code in the block: where the code's first line is, less one.
   */
  int codeLine() {
    return imports.isEmpty() ? 0 : imports.size() + 1;
  }

  /**
   * What is wrong with the imports alone: an import that is no single-type or single-static
   * import, one repeated, one whose name the code never uses (comments and literals do not count),
   * and imports out of the project's order (static ones first, then the others, each sorted).
   */
  List<String> importProblems() {
    List<String> problems = new ArrayList<>();
    Set<String> used = identifiers(code);
    Set<String> seen = new LinkedHashSet<>();
    for (String line : imports) {
      Matcher m = IMPORT.matcher(line);
      if (!m.matches()) {
        problems.add("not an import of one name: " + line);
        continue;
      }
      if (m.group(3) != null) {
        problems.add("a wildcard import hides which names the block needs: " + line);
        continue;
      }
      if (!seen.add(line)) {
        problems.add("imported twice: " + line);
      }
      String name = m.group(2).substring(m.group(2).lastIndexOf('.') + 1);
      if (!used.contains(name)) {
        problems.add("unused import (" + name + " is not in the code): " + line);
      }
    }
    List<String> ordered = new ArrayList<>(imports);
    ordered.sort((a, b) -> {
      boolean staticA = a.startsWith("import static ");
      boolean staticB = b.startsWith("import static ");
      return staticA != staticB ? (staticA ? -1 : 1) : a.compareTo(b);
    });
    if (!ordered.equals(imports)) {
      problems.add("imports out of order (static imports first, then the others, each sorted): expected\n"
          + String.join("\n", ordered));
    }
    return problems;
  }

  /** The identifiers of Java code, outside comments, string, text-block and character literals. */
  static Set<String> identifiers(String code) {
    Set<String> names = new LinkedHashSet<>();
    int i = 0;
    int n = code.length();
    while (i < n) {
      char c = code.charAt(i);
      if (code.startsWith("//", i)) {
        i = lineEnd(code, i);
      } else if (code.startsWith("/*", i)) {
        int end = code.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
      } else if (code.startsWith("\"\"\"", i)) {
        int end = code.indexOf("\"\"\"", i + 3);
        while (end > 0 && code.charAt(end - 1) == '\\') {
          end = code.indexOf("\"\"\"", end + 1);
        }
        i = end < 0 ? n : end + 3;
      } else if (c == '"' || c == '\'') {
        i++;
        while (i < n && code.charAt(i) != c) {
          i += code.charAt(i) == '\\' ? 2 : 1;
        }
        i++;
      } else if (Character.isJavaIdentifierStart(c)) {
        int start = i;
        while (i < n && Character.isJavaIdentifierPart(code.charAt(i))) {
          i++;
        }
        names.add(code.substring(start, i));
      } else if (Character.isDigit(c)) {
        while (i < n && (Character.isLetterOrDigit(code.charAt(i)) || code.charAt(i) == '_')) {
          i++;
        }
      } else {
        i++;
      }
    }
    return names;
  }

  private static int lineEnd(String code, int from) {
    int end = code.indexOf('\n', from);
    return end < 0 ? code.length() : end;
  }
}
