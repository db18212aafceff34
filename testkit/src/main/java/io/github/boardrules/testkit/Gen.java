package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.List;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * A seeded generator of test values: the same generator state always gives the same value, so a
 * failing case is reproduced from its seed alone.
 *
 * <pre>{@code
 * Gen<int[]> heaps = Gen.ints(0, 9).arrays(1, 6);
 * ForAll.values("solver agrees with minimax", 300, heaps, h -> ...);
 * }</pre>
 *
 * @param <T> the type of generated values
 */
@FunctionalInterface
@API(status = MAINTAINED, since = "0.1.0")
public interface Gen<T extends Object> {
  /**
   * Draws one value.
   *
   * @param random the source of randomness
   * @return the value
   */
  T next(RandomGenerator random);

  /**
   * Returns a generator of this generator's values transformed by {@code f}.
   *
   * @param f the transformation
   * @param <R> the new value type
   * @return the mapped generator
   */
  default <R extends Object> Gen<R> map(Function<? super T, ? extends R> f) {
    return random -> f.apply(next(random));
  }

  /**
   * Returns a generator of whole numbers from {@code min} to {@code max}, both included.
   *
   * @param min the least value
   * @param max the greatest value
   * @return the generator
   */
  static Gen<Integer> ints(int min, int max) {
    if (min > max) {
      throw new IllegalArgumentException("Empty range " + min + ".." + max);
    }
    // A long bound, so that max = Integer.MAX_VALUE does not overflow.
    return random -> (int) random.nextLong(min, (long) max + 1);
  }

  /**
   * Returns a generator of arrays of numbers from {@code min} to {@code max}, of a length from
   * {@code minLength} to {@code maxLength}.
   *
   * @param min the least element
   * @param max the greatest element
   * @param minLength the shortest array
   * @param maxLength the longest array
   * @return the generator
   */
  static Gen<int[]> intArrays(int min, int max, int minLength, int maxLength) {
    return random -> {
      int[] values = new int[random.nextInt(minLength, maxLength + 1)];
      for (int i = 0; i < values.length; i++) {
        values[i] = random.nextInt(min, max + 1);
      }
      return values;
    };
  }

  /**
   * Returns a generator that picks one of the given values, each equally likely.
   *
   * @param values the choices, not empty
   * @param <T> the value type
   * @return the generator
   */
  static <T extends Object> Gen<T> oneOf(List<T> values) {
    List<T> copy = List.copyOf(values);
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("Nothing to choose from");
    }
    return random -> copy.get(random.nextInt(copy.size()));
  }

  /**
   * Returns a generator of strings of up to {@code maxLength} characters drawn from {@code
   * alphabet}.
   *
   * @param alphabet the characters to use
   * @param maxLength the longest string
   * @return the generator
   */
  static Gen<String> strings(String alphabet, int maxLength) {
    return random -> {
      int length = random.nextInt(maxLength + 1);
      StringBuilder text = new StringBuilder(length);
      for (int i = 0; i < length; i++) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      return text.toString();
    };
  }

  /**
   * Returns a generator of strings made from {@code valid} ones by a few random edits: characters
   * inserted, deleted, replaced or swapped, the string cut short or doubled. These are the inputs
   * most likely to reach a parser's corners.
   *
   * @param valid a generator of well-formed strings
   * @param alphabet characters to insert and replace with
   * @return the generator
   */
  static Gen<String> mutationsOf(Gen<String> valid, String alphabet) {
    return random -> mutate(valid.next(random), alphabet, random);
  }

  /**
   * Applies one to three random edits to {@code text}.
   *
   * @param text the text to edit
   * @param alphabet characters to insert and replace with
   * @param random the source of randomness
   * @return the edited text
   */
  static String mutate(String text, String alphabet, RandomGenerator random) {
    StringBuilder out = new StringBuilder(text);
    int edits = random.nextInt(1, 4);
    for (int e = 0; e < edits; e++) {
      int at = out.length() == 0 ? 0 : random.nextInt(out.length());
      char c = alphabet.charAt(random.nextInt(alphabet.length()));
      switch (random.nextInt(6)) {
        case 0 -> out.insert(at, c);
        case 1 -> {
          if (out.length() > 0) {
            out.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (out.length() > 0) {
            out.setCharAt(at, c);
          }
        }
        case 3 -> {
          if (out.length() > 1 && at + 1 < out.length()) {
            char a = out.charAt(at);
            out.setCharAt(at, out.charAt(at + 1));
            out.setCharAt(at + 1, a);
          }
        }
        case 4 -> out.setLength(at);
        default -> out.append(out.toString());
      }
    }
    return out.toString();
  }
}
