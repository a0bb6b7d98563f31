// Tests of the BlanksSync target.
