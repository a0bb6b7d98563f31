// Tests of the BlanksPlay target.
