package io.github.boardrules.bots.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PositionKeysTest {
  @Test
  void agreesWithAHashSetThroughGrowthDuplicatesAndZero() {
    SplittableRandom random = new SplittableRandom(20261125);
    for (int round = 0; round < 20; round++) {
      PositionKeys keys = new PositionKeys();
      Set<Long> expected = new HashSet<>();
      int adds = random.nextInt(1, 3_000);
      for (int i = 0; i < adds; i++) {
        // Small ranges make duplicates and zero; full-range keys probe the spread of the slots.
        long key = random.nextBoolean() ? random.nextLong(-50, 50) : random.nextLong();
        keys.add(key);
        expected.add(key);
      }
      assertThat(keys.size()).as("round %d", round).isEqualTo(expected.size());
      for (long key = -60; key <= 60; key++) {
        assertThat(keys.contains(key)).as("round %d, key %d", round, key).isEqualTo(expected.contains(key));
      }
      for (long key : expected) {
        assertThat(keys.contains(key)).as("round %d, key %d", round, key).isTrue();
      }
      for (int i = 0; i < 1_000; i++) {
        long key = random.nextLong();
        assertThat(keys.contains(key)).isEqualTo(expected.contains(key));
      }
    }
  }
}
